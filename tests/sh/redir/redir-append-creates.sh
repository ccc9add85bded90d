echo first >> new
cat new
