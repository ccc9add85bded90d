A=1 B=2 env | grep '^[AB]=' | sort
