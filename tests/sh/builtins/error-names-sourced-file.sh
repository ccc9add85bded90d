# Error messages name the file the failing code comes from when it is not
# the script itself (bash prints BASH_SOURCE[0]; for the script its name,
# which the golden tests write as "quirl").
cat >lib.sh <<'LIB'
cd /nonexistent-lib
libfunc() {
	cd /nonexistent-func
}
LIB
. ./lib.sh
libfunc
mainfunc() { cd /nonexistent-main; }
mainfunc
echo "done"
