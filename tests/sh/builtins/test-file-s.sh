: > empty; echo x > full
test -s empty; echo $?
test -s full; echo $?
