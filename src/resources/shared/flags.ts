/** Whether a stored yes/no flag is set (the server answers booleans, 0/1 or '0'/'1'). */
export const isFlagSet = (value: unknown) => value === true || value === 1 || value === '1';
