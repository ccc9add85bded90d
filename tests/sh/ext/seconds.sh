echo $SECONDS
SECONDS=100
(( SECONDS >= 100 && SECONDS < 103 )) && echo reset
