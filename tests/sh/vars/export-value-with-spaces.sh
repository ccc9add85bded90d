export SP='a  b'
env | grep '^SP='
