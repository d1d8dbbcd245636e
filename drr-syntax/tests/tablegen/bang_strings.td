// String operators.
def Str {
  string cat = !strconcat("ab", "cd", "ef");
  string paste = "x" # "y" # 3;
  string upper = !toupper("MixEd");
  string lower = !tolower("MixEd");
  string sub = !substr("hello world", 6);
  string sub2 = !substr("hello world", 0, 5);
  int find = !find("banana", "na");
  int find2 = !find("banana", "na", 3);
  int nofind = !find("banana", "x");
  string subst = !subst("a", "o", "banana");
  string inter = !interleave(["a", "b", "c"], ", ");
  string interint = !interleave([1, 2, 3], "-");
  int size = !size("four");
  bit empty = !empty("");
  string fromint = !cast<string>(42);
  string esc = "tab\there \"quoted\" back\\slash";
}
