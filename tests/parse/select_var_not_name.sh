# bash 5.2 accepts any word after `select' at parse time and fails when the
# loop runs (`1': not a valid identifier, status 1; rt_for_var_ok).
select 1x in a; do :; done
