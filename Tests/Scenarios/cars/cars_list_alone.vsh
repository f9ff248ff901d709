# CarsList tested alone: every module it opens is a fake frame, so what the
# list asks for is asserted through the navigation log, and the fakes play
# CarDetail's and CreateCar's parts.
open CarsList alone
expect screen contains 2. Honda Civic
select 2
expect top CarDetail
expect opened CarDetail by push with carId == c2
expect state carId == c2
expect screen contains Opened by: CarsList#1 (push)
# CarDetail reports a deletion: the list loads the cars again
emit CarDetail didDeleteCar "c2"
back
expect calls cars.fetchAll == 2
# CreateCar reports a new car: the list loads again and shows what the store answers
create
expect opened CreateCar by present
expect depth 2
stub cars.fetchAll returns [{"id": "c1", "make": "Toyota", "model": "Corolla", "trim": "LE"}, {"id": "c6", "make": "Kia", "model": "Rio", "trim": "LX"}] times 1
emit CreateCar didCreateCar {"id": "c6", "make": "Kia", "model": "Rio", "trim": "LX"}
back
expect top CarsList
expect screen contains 2. Kia Rio
expect calls cars.fetchAll == 3
# mistakes in emit are errors naming what is wrong
emit CreateCar didCreateCar {}
expect error no fake CreateCar is open
create
emit CreateCar didCreate {}
expect error "CreateCar has no output event 'didCreate' (its events: didCreateCar <Car>)"
emit CreateCar didCreateCar {"id": "c7"}
expect error "didCreateCar: the value does not decode at $.make"
emit CreateCar didCreateCar
expect error didCreateCar carries a value
back
navigation
