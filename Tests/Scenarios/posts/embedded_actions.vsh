# when PostFeed is on top, the embedded list's actions are available on it.
open PostFeed
actions
expect screen contains Actions: feed <name>, more, refresh, select <n>
select 0
expect error must be 1 or more
select 21
expect error
more
select 21
expect screen matches "^News post 21$"
