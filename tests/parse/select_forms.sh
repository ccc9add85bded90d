select x in a "b c"; do echo "$x"; break; done
select y; do :; done
select z
do :; done 2>/dev/null
