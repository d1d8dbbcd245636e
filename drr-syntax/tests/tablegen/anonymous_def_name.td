class C<string p> { string N = p # NAME; string M = NAME; string L = !tolower(NAME); }
defset list<C> S = {
  def : C<"q">;
  def Named : C<"r">;
}
def Y { string n = S[0].N; string m = S[0].M; int k = !size(S[0].L); string o = S[1].N; }
