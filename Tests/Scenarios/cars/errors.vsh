# Commands that fail, each followed by the error it gives; the session stays usable.
open CarsList
back
expect error cannot close the root module
select 9
expect error no row 9
select 0
expect error <n> must be 1 or more
select two
expect error must be a whole number
selekt 1
expect error did you mean select
open CarList
expect error "unknown module 'CarList'; did you mean CarsList?"
Open CarsList
expect error "unknown command or action 'Open'"
expect top CarsList
select 1
expect top CarDetail
