# bash 5.2 accepts any word after `for' at parse time and fails when the
# loop runs (`1': not a valid identifier, status 1; rt_for_var_ok).
for 1 in a; do :; done
