# auth.login that never answers: after 10 s of virtual time, "Login timed out",
# and Authorization stays open.
open PostFeed
select 1
like
expect top Authorization
stub auth.login hangs
login demo demo123
wait 9999ms
expect screen lacks Login timed out
wait 1ms
expect screen contains Login timed out
expect top Authorization
stub clear
login demo demo123
expect top PostDetail
