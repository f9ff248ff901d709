# CarsList: the built-in cars, in order, numbered from 1, make and model only.
open CarsList
expect top CarsList
expect depth 1
expect screen matches ^Cars$
expect screen contains 1. Toyota Corolla
expect screen contains 2. Honda Civic
expect screen contains 3. Ford Mustang
expect screen contains 4. Tesla Model 3
expect screen contains 5. BMW 330i
# trim is not shown on the list
expect screen lacks Long Range
expect screen lacks LE
expect state rows.count == 5
expect state rows.0 == '{"id": "c1", "make": "Toyota", "model": "Corolla"}'
expect state rows.3.model == "Model 3"
expect state rows.4.id == c5
expect state query == ""
expect screen contains Actions: select <n>, create, search [text...], refresh
expect snapshot list
