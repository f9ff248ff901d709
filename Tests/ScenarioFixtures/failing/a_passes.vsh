# The one scenario of this folder that passes.
open CarsList
expect top CarsList
