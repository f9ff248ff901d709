# Prints a random number: no two runs agree, so run --repeat must fail it.
echo before the roll
roll
echo after the roll
