mkdir -p real/inner
ln -s real/inner link
start=$PWD
cd -P link/..
[ "$PWD" = "$(cd "$start/real" && pwd -P)" ] && echo physical-parent
