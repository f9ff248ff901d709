# Run with --data Tests/ScenarioFixtures/data/good.
open CarsList
expect state rows.count == 2
expect screen contains 1. Lada Niva
expect screen contains 2. Trabant 601
select 1
expect screen contains "Trim:  4x4"
open PostFeed
expect screen contains Showing 1-5 of 5
feed tech
expect state total == 3
