# set -P / set -o physical: cd, pushd and pwd resolve symbolic links as
# cd -P does; $- shows P and SHELLOPTS names physical (bash)
mkdir -p real && ln -s real link
top=$(pwd -P)
cd "$top"
rel() { p=$(pwd); echo "${p#"$top"/} PWD=${PWD#"$top"/}"; }
cd link; rel; cd "$top"
set -P
echo "$-"
case :$SHELLOPTS: in *:physical:*) echo "SHELLOPTS has physical";; esac
cd link; rel; cd "$top"
pushd link >/dev/null; rel; popd >/dev/null
cd -L link; rel; cd "$top"
set +o physical
cd link; rel
