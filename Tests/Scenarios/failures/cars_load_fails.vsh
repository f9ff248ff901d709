# cars.fetchAll failing: CarsList says why and offers retry, and only then.
stub cars.fetchAll fails "the server is down" times 1
open CarsList
expect screen contains Could not load cars: the server is down
expect screen contains retry
expect calls cars.fetchAll == 1
retry
expect screen lacks Could not load cars
expect screen contains 1. Toyota Corolla
expect screen lacks retry
expect calls cars.fetchAll == 2
retry
expect error "retry is not available now: the last load did not fail"
