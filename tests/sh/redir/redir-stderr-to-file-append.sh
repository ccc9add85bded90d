echo e1 2>>log >&2
echo e2 2>>log >&2
cat log
