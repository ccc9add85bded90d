# Every file of Debian's bash-completion parses (issue 23).  Each file is
# wrapped in a function definition, so it is parsed without being run.
# The package must be installed (scripts/test installs it).
dir=/usr/share/bash-completion
[ -r $dir/bash_completion ] || echo "bash-completion is not installed"
shopt -s extglob
bad=0
for f in $dir/bash_completion $dir/completions/*; do
	eval "__quirl_parse_check() {
$(< "$f")
}" || { bad=$((bad + 1)); echo "does not parse: $f"; }
done
echo "$bad files do not parse"
