shopt nullglob
shopt -s nullglob
shopt nullglob
shopt -q nullglob && echo q-on
