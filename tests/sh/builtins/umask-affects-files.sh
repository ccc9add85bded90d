umask 027
: > f
ls -l f | cut -c1-10
