echo !
