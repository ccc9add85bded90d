mkdir d
cd d
env | grep '^PWD=' | sed 's,.*/,,'
