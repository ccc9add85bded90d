# bash 5.2 accepts this at parse time and fails when it runs (`1': not a
# valid identifier, status 1); Quirl rejects it at parse time, as dash does.
for 1 in a; do :; done
