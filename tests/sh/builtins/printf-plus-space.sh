printf '[%+d][% d][%+d]\n' 5 5 -5
