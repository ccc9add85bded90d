# bash 5.2 accepts this at parse time and fails when it runs (`1': not a
# valid identifier, status 1); Quirl rejects it at parse time, as dash does.
select 1x in a; do :; done
