# CarDetail takes carId; an unknown id shows "Car not found".
open CarDetail carId=c3
expect top CarDetail
expect screen contains Ford
expect screen contains "Id:    c3"
open CarDetail carId=c99
expect screen contains Car not found
open CarDetail
expect error CarDetail needs carId=<value>
open CarDetail car=c1
expect error "CarDetail has no parameter 'car'"
