# "${*:-w}" and "${a[*]:-w}" test the joined value: under IFS= empty
# values join to nothing, so the word is used; "${@:-w}" and unquoted
# forms test the values.
p() { printf '[%s]' "$@"; echo; }
set -- '' ''
a=('' '')
IFS=
p "${*:-y}" "${*:+z}" "${@:-x}" "${@:+z}" ${*:-y}
p "${a[*]:-y}" "${a[*]:+z}" "${a[@]:-x}"
v=${*:-y}; w=${@:-y}; p "$v" "$w"
case ${*:-y} in y) echo case-y;; esac
[[ ${*:-y} == y ]] && echo dbl-y
IFS=' '
p "${*:-y}" "${*:+z}" "${a[*]:-y}"
IFS=:
p "${*:-y}" "${a[*]:+z}"
