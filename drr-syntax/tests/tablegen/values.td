// Pasted lists, record names and fields as values, !repr, string comparison, folds over strings.
class K<int v> { int V = v; }
def K1 : K<1>;
def P {
  list<int> pl = [1, 2] # [3];
  string rs = !cast<string>(K1);
  string rep = !repr(K1);
  string rep2 = !repr([1, 2]);
  string rep3 = !repr("s");
  list<string> ls = ["a"] # ["b", "c"];
  int fieldOf = K1.V;
  string nested = !strconcat(!toupper("a"), !tolower("B"), !cast<string>(!add(1, 1)));
  list<K> recs = [K1, K<2>];
  int anonV = K<5>.V;
  bit isk = !isa<K>(K1);
  dag d = (K1 1, 2);
  string dop = !getdagopname((K1:$n 1));
  list<int> sorted = !foreach(x, !range(3), !sub(2, x));
  string sp = !subst("K", "Q", !cast<string>(K1));
  int ifl = !size(!if(1, [1, 2, 3], [4]));
  bit fe = !empty(!filter(x, [1, 2], !gt(x, 5)));
  int cnt = !foldl(0, ["a", "bb", "ccc"], acc, s, !add(acc, !size(s)));
  string t = !if(!ge("abc", "abd"), "ge", "lt");
}
