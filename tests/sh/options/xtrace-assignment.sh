set -x
x=1
y=$x
