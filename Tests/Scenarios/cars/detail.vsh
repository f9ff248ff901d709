# CarDetail: select <n> pushes the detail of row n, showing make, model, trim and id.
open CarsList
select 4
expect top CarDetail
expect depth 2
expect screen contains "Make:  Tesla"
expect screen contains "Model: Model 3"
expect screen contains "Trim:  Long Range"
expect screen contains "Id:    c4"
stack
back
expect top CarsList
expect depth 1
# frame ids count per module name within the session
select 1
expect screen contains Toyota
back
select 5
expect screen contains "Trim:  Sport"
expect snapshot bmw
