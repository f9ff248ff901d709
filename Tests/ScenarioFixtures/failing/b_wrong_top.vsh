# Fails on purpose at line 5, then again at line 6 (seen only with --keep-going).
open CarsList
select 2
expect top CarDetail
expect top CarsList
expect state make == "Not Honda"
