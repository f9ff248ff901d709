# Run with --data Tests/ScenarioFixtures/data/good.
open CarsList
expect state rows.count == 2
expect screen contains 1. Lada Niva
expect screen contains 2. Trabant 601
select 1
expect screen contains "Trim:  4x4"
