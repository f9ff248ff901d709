# cars.create failing: CreateCar stays open with every value typed and says why.
open CarsList
create
fill make Mazda
fill model MX-5
fill trim Club
stub cars.create fails "quota exceeded"
save
expect top CreateCar
expect screen contains Could not save: quota exceeded
expect state fields.make == Mazda
expect state fields.model == MX-5
expect state fields.trim == Club
stub clear cars.create
save
expect top CarsList
expect screen contains 6. Mazda MX-5
