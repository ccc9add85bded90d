mkdir -p real/inner other
ln -s real/inner link
cd -L link/..
here=${PWD##*/}
[ "$here" != real ] && echo logical-parent
