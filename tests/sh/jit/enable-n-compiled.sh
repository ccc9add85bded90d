# a function compiled while echo, test and true are builtins runs the PATH
# programs after enable -n, and the builtins again after enable
f() { for i in 1 2; do echo -e "x\ty $i"; true; [ -n x ]; echo $?; done; }
f
enable -n echo test true
f
enable echo test true
f
