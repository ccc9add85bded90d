echo "`echo \"hi\"`"
