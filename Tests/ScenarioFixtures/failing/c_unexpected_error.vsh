# Fails on purpose: back on the root is an error and no expect error follows it.
open CarsList
back
echo never reached
