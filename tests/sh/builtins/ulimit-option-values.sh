# Each resource option of ulimit takes its own optional value, the next
# word unless it begins with '-': several resources are set and printed
# in one call; an operand left over is the value of the last one named,
# and operands after it are ignored (bash)
ulimit -S -c 0 -f 2000; echo "status $?"
ulimit -S -c -f
ulimit -S -f 3000 -c; echo "status $?"
ulimit -S -f
ulimit -S -c -f 4000; echo "status $?"
ulimit -S -f
ulimit -S 5000 6000; echo "status $?"
ulimit -S -f
ulimit -S -f -- 7000; ulimit -S -f
ulimit -S -cf; echo "status $?"
ulimit -S -f 1x -c; echo "status $?"
