/** '1 usuário', '12 usuários'. */
export function formatUserCount(count: number): string {
  return `${count} ${count === 1 ? 'usuário' : 'usuários'}`;
}
