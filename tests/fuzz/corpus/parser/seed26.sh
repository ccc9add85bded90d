echo $'not' $"quoted" $ end
