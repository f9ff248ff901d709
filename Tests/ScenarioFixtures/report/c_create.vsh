# Creates a car: it becomes the list's last row.
open CarsList
create
fill make Kia
fill model Niro
save
expect screen contains 6. Kia Niro
