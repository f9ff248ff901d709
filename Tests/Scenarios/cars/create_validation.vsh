# make and model are required, trimmed of blanks, 1 to 40 characters, no control
# characters; trim is optional, up to 40. A failed save stays, names each bad field and why,
# and keeps every value typed.
open CarsList
create
save
expect top CreateCar
expect screen contains make is required
expect screen contains model is required
fill make "   "
fill model "Model\tX"
fill trim 12345678901234567890123456789012345678901
save
expect top CreateCar
expect screen contains make is required
expect screen contains model contains control characters
expect screen contains trim is longer than 40 characters
# every value typed is kept
expect state fields.make == "   "
expect state fields.model == "Model\tX"
expect state fields.trim == "12345678901234567890123456789012345678901"
fill make 12345678901234567890123456789012345678901
fill model Y
fill trim ""
save
expect screen contains make is longer than 40 characters
expect screen lacks model is
# blanks are trimmed; 40 characters are allowed; trim may be empty
fill make "  Lada  "
fill model 1234567890123456789012345678901234567890
save
expect top CarsList
expect state rows.5.make == Lada
expect state rows.5.model == "1234567890123456789012345678901234567890"
