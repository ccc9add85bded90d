i=5
echo $(( i++ )) $i
echo $(( ++i )) $i
echo $(( i-- )) $(( --i )) $i
