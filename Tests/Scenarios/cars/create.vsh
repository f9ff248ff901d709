# CreateCar: presented from the list; a good save closes it and the list,
# told through CreateCar's ModuleOutput, shows the new car as its last row.
open CarsList
create
expect top CreateCar
expect depth 2
stack
expect screen contains Make:
expect screen contains Actions: fill <field> <text...>, save, cancel
fill make Mazda
fill model "MX-5 Miata"
fill trim Club
save
expect top CarsList
expect depth 1
expect screen contains 6. Mazda MX-5 Miata
expect state rows.count == 6
expect state rows.5.make == Mazda
expect state rows.5.model == "MX-5 Miata"
select 6
expect screen contains "Trim:  Club"
