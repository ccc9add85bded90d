readonly R=5
echo "$R"
